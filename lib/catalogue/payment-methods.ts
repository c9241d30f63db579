export { paymentMethods } from "@/data/payment-methods";
