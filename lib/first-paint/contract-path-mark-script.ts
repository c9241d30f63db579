import { CONTRACT_ID, CONTRACT_PATH, CONTRACT_PATH_ATTRIBUTE } from "@/lib/deals/contracts/contract-path";

/**
 * An inline script for the 404 page, run before its first paint: on an address parseContractPath
 * accepts (the same test, written out for the browser), it marks <html> so the 404 text stays
 * hidden while the contract view loads; on any other address the 404 text is painted at once.
 * A build-time constant, hashed into the page's CSP like the framework's own inline scripts.
 */
export function contractPathMarkScript(): string {
  const path = JSON.stringify(CONTRACT_PATH.source);
  const id = JSON.stringify(CONTRACT_ID.source);
  return `try{var m=new RegExp(${path}).exec(location.pathname),i=m&&m[1]?decodeURIComponent(m[1]):"";if(i&&i!=="new"&&new RegExp(${id}).test(i))document.documentElement.setAttribute(${JSON.stringify(CONTRACT_PATH_ATTRIBUTE)},"")}catch(e){}`;
}
