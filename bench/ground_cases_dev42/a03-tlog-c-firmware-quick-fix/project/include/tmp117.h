#ifndef TLOG_TMP117_H
#define TLOG_TMP117_H

#include <stdint.h>

int tmp117_init(void);
int tmp117_read_blocking(int32_t *milli_c);   /* ~125 ms */

#endif
