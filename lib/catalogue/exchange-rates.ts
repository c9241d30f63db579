export { exchangeRates } from "@/data/exchange-rates";
