/* kvcli: poke at a tinykv log from the shell. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tinykv/kv.h"

static void usage(void)
{
    fprintf(stderr,
            "usage: kvcli FILE get KEY\n"
            "       kvcli FILE put KEY VALUE\n"
            "       kvcli FILE del KEY\n"
            "       kvcli FILE purge PREFIX\n"
            "       kvcli FILE stats\n");
}

static int cmd_get(kv *db, const char *key)
{
    size_t len;
    const char *v = kv_get(db, key, &len);
    if (!v) {
        fprintf(stderr, "%s: not found\n", key);
        return 1;
    }
    printf("%.*s\n", (int)len, v);
    return 0;
}

static int cmd_del(kv *db, const char *key)
{
    int rc = kv_del(db, key);
    if (rc < 0) {
        perror("del");
        return 1;
    }
    if (rc == 0)
        fprintf(stderr, "%s: not found\n", key);
    return rc == 1 ? 0 : 1;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        usage();
        return 2;
    }
    kv *db = kv_open(argv[1]);
    if (!db) {
        perror(argv[1]);
        return 1;
    }
    int rc = 2;
    const char *cmd = argv[2];
    if (strcmp(cmd, "get") == 0 && argc == 4)
        rc = cmd_get(db, argv[3]);
    else if (strcmp(cmd, "put") == 0 && argc == 5)
        rc = kv_put(db, argv[3], argv[4], strlen(argv[4])) == 0 ? 0 : 1;
    else if (strcmp(cmd, "del") == 0 && argc == 4)
        rc = cmd_del(db, argv[3]);
    else if (strcmp(cmd, "purge") == 0 && argc == 4) {
        printf("purged %zu keys\n", kv_purge_prefix(db, argv[3]));
        rc = 0;
    } else if (strcmp(cmd, "stats") == 0) {
        kv_print_stats(db);
        rc = 0;
    } else
        usage();
    kv_close(db);
    return rc;
}
