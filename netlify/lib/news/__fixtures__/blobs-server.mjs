// A real Netlify Blobs server for the function tests, run as its own Node process: the server
// module loads ESM-only dependencies that Jest (CommonJS on Node 22) cannot require.
// Usage: node blobs-server.mjs <directory> <token>; prints {"port":N} once listening.
import { BlobsServer } from "@netlify/blobs/server";

const [directory, token] = process.argv.slice(2);
const server = new BlobsServer({ directory, token, port: 0, logger: () => {} });
const { port } = await server.start();
process.stdout.write(`${JSON.stringify({ port })}\n`);
const stop = () => void server.stop().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
process.stdin.on("end", stop); // the parent went away
process.stdin.resume();
