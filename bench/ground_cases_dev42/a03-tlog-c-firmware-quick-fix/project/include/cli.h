#ifndef TLOG_CLI_H
#define TLOG_CLI_H

void cli_init(void);
void cli_poll(void);   /* call often: drains the UART and runs complete lines */

#endif
