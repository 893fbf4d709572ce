#ifndef LOGD_NET_H
#define LOGD_NET_H

#include <stddef.h>

int net_open(const char *host, const char *port);
int net_send(int fd, const char *buf, size_t len);
void net_close(int fd);

#endif
