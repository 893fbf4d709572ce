#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include "tinyini.h"

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: inidump FILE\n");
        return 2;
    }
    int fd = open(argv[1], O_RDONLY);
    if (fd < 0) {
        perror(argv[1]);
        return 1;
    }
    ini_doc doc = {0};
    if (ini_parse_fd(fd, &doc) != 0) {
        fprintf(stderr, "parse failed\n");
        return 1;
    }
    for (size_t i = 0; i < doc.count; i++)
        printf("%s.%s=%s\n", doc.entries[i].section, doc.entries[i].key, doc.entries[i].value);
    ini_free(&doc);
    close(fd);
    return 0;
}
