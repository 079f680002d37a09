import type http from 'node:http';

/** Listens on `port`, else (when it is taken) on the next ones, `attempts` ports in all. */
export async function listenWithFallback(
  server: http.Server,
  host: string,
  port: number,
  attempts: number,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await listenOnce(server, host, port + attempt);
      return;
    } catch (error) {
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!inUse || attempt + 1 >= attempts || port + attempt + 1 > 65535) throw error;
    }
  }
}

function listenOnce(server: http.Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
