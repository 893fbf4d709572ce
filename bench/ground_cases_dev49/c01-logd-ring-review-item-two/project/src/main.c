/* logd - read key=value records on stdin, ship them as JSON over UDP */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "net.h"
#include "parse.h"
#include "ring.h"

#define MAX_PAIRS 32
#define LINE_MAX_LEN 4096

static struct ring q;
static pthread_mutex_t q_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t q_cond = PTHREAD_COND_INITIALIZER;
static int done;

static size_t to_json(const struct kv *kv, int n, char *out, size_t max)
{
    size_t off = 0;
    off += (size_t)snprintf(out + off, max - off, "{");
    for (int i = 0; i < n && off < max; i++)
        off += (size_t)snprintf(out + off, max - off, "%s\"%s\":\"%s\"", i ? "," : "", kv[i].key, kv[i].value);
    if (off < max)
        off += (size_t)snprintf(out + off, max - off, "}\n");
    return off < max ? off : max - 1;
}

static void handle_line(const char *line)
{
    struct kv kv[MAX_PAIRS];
    char json[LINE_MAX_LEN];
    int n = parse_kv(line, kv, MAX_PAIRS);
    size_t len = to_json(kv, n, json, sizeof json);

    pthread_mutex_lock(&q_lock);
    if (ring_push(&q, json, len) != 0)
        fprintf(stderr, "logd: queue full, dropped record\n");
    pthread_cond_signal(&q_cond);
    pthread_mutex_unlock(&q_lock);
    kv_free(kv, n);
}

static void *sender(void *arg)
{
    int fd = *(int *)arg;
    char rec[LINE_MAX_LEN];

    for (;;) {
        pthread_mutex_lock(&q_lock);
        while (q.len == 0 && !done)
            pthread_cond_wait(&q_cond, &q_lock);
        size_t n = ring_peek_line(&q, rec, sizeof rec);
        if (n == 0 && done) {
            pthread_mutex_unlock(&q_lock);
            break;
        }
        ring_pop(&q, rec, n);
        pthread_mutex_unlock(&q_lock);
        if (n > 0)
            net_send(fd, rec, n);
    }
    return NULL;
}

int main(int argc, char **argv)
{
    const char *host = argc > 1 ? argv[1] : "127.0.0.1";
    const char *port = argc > 2 ? argv[2] : "5140";
    size_t cap = getenv("LOGD_BUF") ? strtoul(getenv("LOGD_BUF"), NULL, 10) : 65536;
    char line[LINE_MAX_LEN];
    pthread_t tid;
    int fd;

    if (ring_init(&q, cap) != 0) {
        perror("ring_init");
        return 1;
    }
    fd = net_open(host, port);
    if (fd < 0) {
        fprintf(stderr, "logd: cannot reach %s:%s\n", host, port);
        return 1;
    }
    pthread_create(&tid, NULL, sender, &fd);
    while (fgets(line, sizeof line, stdin))
        handle_line(line);

    pthread_mutex_lock(&q_lock);
    done = 1;
    pthread_cond_signal(&q_cond);
    pthread_mutex_unlock(&q_lock);
    pthread_join(tid, NULL);
    net_close(fd);
    ring_free(&q);
    return 0;
}
