// Runs anvil for a server and ties its life to that server's: the server holds this process's stdin
// open, so when the server ends in any way — exit, crash, SIGKILL — stdin reaches its end and anvil
// is stopped with SIGTERM, which lets it write its state file. Without it an orphaned anvil kept the
// port and the next start silently used a chain it did not own.
// Usage: node anvil-keeper.mjs <pid file> <anvil executable> [anvil arguments…]
import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";

const [pidFile, command, ...args] = process.argv.slice(2);
const anvil = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"] });
const running = () => anvil.exitCode === null && anvil.signalCode === null;
const stop = () => {
  if (running()) anvil.kill("SIGTERM");
};

anvil.once("spawn", () => writeFileSync(pidFile, `${anvil.pid}\n`));
anvil.once("error", (error) => {
  console.error(`anvil did not start: ${error.message}`);
  process.exit(1);
});
anvil.once("exit", (code, signal) => {
  rmSync(pidFile, { force: true });
  process.exit(code ?? (signal === "SIGTERM" ? 0 : 1));
});
process.stdin.on("end", stop).on("error", stop).resume();
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, stop);
