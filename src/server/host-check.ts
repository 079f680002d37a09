const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * Which `Host` headers a server listening on `address` (the IP it is bound to, with `host` the
 * name it was given) answers. DNS rebinding: a page of another site whose name is made to resolve
 * to 127.0.0.1 could otherwise read the local server with the browser's blessing. On a loopback
 * address, only loopback names (`localhost`, `*.localhost`, `127.0.0.1`, `[::1]`) and the name it
 * was bound by; on any other interface every name, since the server was opened to the network on
 * purpose. Undefined when every Host is accepted.
 */
export function createHostCheck(host: string, address: string): ((header: string | undefined) => boolean) | undefined {
  if (!isLoopback(address)) return undefined;
  const bound = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (header) => {
    // HTTP/1.0 without Host: no browser sends such a request, so no page can rebind it.
    if (header === undefined) return true;
    const name = hostName(header);
    if (name === undefined) return false;
    return LOOPBACK_NAMES.has(name) || name === bound || name.endsWith('.localhost') || isLoopback(name);
  };
}

function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address);
}

/** The lower-case name of a Host header (`[::1]:3000` gives `::1`); undefined when malformed. */
function hostName(header: string): string | undefined {
  const value = header.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1];
  // A trailing dot names the same host (`localhost.`); anything else (userinfo, spaces) is refused.
  const plain = /^([a-z0-9_.-]+?)\.?(?::\d+)?$/.exec(value);
  return plain?.[1];
}
