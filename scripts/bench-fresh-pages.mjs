// The page benchmark's load generator, in a process of its own like the autocannon command line:
// autocannon's programmatic API, which puts a new random id in place of every `[<id>]` in the URL
// (the command line reads brackets as sub-arguments). Prints autocannon's result as JSON.
// usage: node scripts/bench-fresh-pages.mjs URL SECONDS [CONNECTIONS]
import autocannon from 'autocannon';

const [url, seconds, connections = '20'] = process.argv.slice(2);
const result = await autocannon({ url, connections: Number(connections), duration: Number(seconds), idReplacement: true });
process.stdout.write(JSON.stringify(result));
