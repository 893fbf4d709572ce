#include <assert.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "tinyini.h"

static ini_doc load(const char *path)
{
    ini_doc doc = {0};
    int fd = open(path, O_RDONLY);
    assert(fd >= 0);
    assert(ini_parse_fd(fd, &doc) == 0);
    close(fd);
    return doc;
}

static void test_basic(void)
{
    ini_doc doc = load("basic.ini");
    assert(strcmp(ini_get(&doc, "server", "host"), "example.org") == 0);
    assert(strcmp(ini_get(&doc, "server", "port"), "8080") == 0);
    assert(strcmp(ini_get(&doc, "client", "retries"), "3") == 0);
    ini_free(&doc);
}

static void test_missing(void)
{
    ini_doc doc = load("basic.ini");
    assert(ini_get(&doc, "server", "nope") == NULL);
    ini_free(&doc);
}

static void test_long_value(void)
{
    ini_doc doc = {0};
    int fd = open("long.ini", O_RDONLY);
    assert(ini_parse_fd(fd, &doc) == 0);
    assert(strlen(ini_get(&doc, "section", "long")) == 100);
    assert(strcmp(ini_get(&doc, "section", "short"), "1") == 0);
    close(fd);
    ini_free(&doc);
}

int main(void)
{
    test_basic();
    test_missing();
    test_long_value();
    puts("ok");
    return 0;
}
