import { readContractPacket } from "./pdf-packet";

/*
 * The contract PDF read off the page's main thread (read-in-worker.ts starts this, with a time
 * budget): "ready" once its code has loaded, then the file's bytes come in, transferred, and the
 * packet (or the refusal) goes back. pdf-lib and the contract schema load here, never on the page.
 */
addEventListener("message", (event: MessageEvent<ArrayBuffer>) => {
  void readContractPacket(event.data).then((result) => postMessage(result));
});
postMessage("ready");
