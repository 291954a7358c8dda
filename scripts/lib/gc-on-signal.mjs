// Preloaded (NODE_OPTIONS=--import) into the server that scripts/memory.mjs measures, never into
// a server in use: on SIGUSR2 it runs a full garbage collection, so the memory read after it is
// what the process holds, not what its collector has not got round to yet (under load, V8 can
// leave 20 MB of garbage in place for longer than any wait).
import v8 from "node:v8";
import vm from "node:vm";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");
process.on("SIGUSR2", () => gc());
