import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

type ReceivedMail = { from: string; to: string[]; data: string };
export type SmtpSink = { url: string; mails: ReceivedMail[]; close: () => Promise<void> };

/**
 * A plain SMTP server (RFC 5321: EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; any other command is
 * answered as unrecognized, so a client never offered TLS or auth uses neither) on a
 * free local port that keeps what it is sent, so a test drives the real SMTP mailer over the wire.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let envelope: ReceivedMail = { from: "", to: [], data: "" };
    let inData = false;
    let buffer = "";
    reply("220 sink.test ESMTP");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          // Dot-stuffing (RFC 5321 4.5.2): a line starting with a dot was sent with one more.
          envelope.data = buffer.slice(0, end).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          mails.push(envelope);
          envelope = { from: "", to: [], data: "" };
          inData = false;
          reply("250 2.0.0 queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") reply("250-sink.test\r\n250 8BITMIME");
        else if (verb === "HELO") reply("250 sink.test");
        else if (verb === "MAIL") {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 2.1.5 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "RSET") {
          envelope = { from: "", to: [], data: "" };
          reply("250 2.0.0 ok");
        } else if (verb === "NOOP") reply("250 2.0.0 ok");
        else if (verb === "QUIT") {
          reply("221 2.0.0 bye");
          socket.end();
        } else reply("500 5.5.1 command unrecognized");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
