import { type LookupAddress, lookup } from "node:dns";
import type { LookupFunction } from "node:net";
import { isPrivateAddress } from "./private-address.ts";

export class PrivateAddressError extends Error {
  override readonly name = "PrivateAddressError";
  readonly code = "EPRIVATEADDRESS";
}

/**
 * A `lookup` for the delivery sockets that refuses a name resolving to a private address. It runs when
 * the socket connects, on the address the socket will use, so a name that resolved to a public address
 * when the webhook was created and to an internal one now (DNS rebinding) is still refused.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused || addresses.length === 0) {
      return callback(
        new PrivateAddressError(`${hostname} resolves to a private address; delivery refused`),
        "",
        0,
      );
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};
