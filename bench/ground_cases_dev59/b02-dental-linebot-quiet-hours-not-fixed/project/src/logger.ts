type Fields = Record<string, unknown>;

function line(level: string, msg: string, fields: Fields = {}): string {
  return `${new Date().toISOString()} ${level} ${msg} ${JSON.stringify(fields)}`;
}

export const logger = {
  info: (msg: string, fields?: Fields) => console.log(line("INFO", msg, fields)),
  warn: (msg: string, fields?: Fields) => console.warn(line("WARN", msg, fields)),
  error: (msg: string, fields?: Fields) => console.error(line("ERROR", msg, fields)),
};
