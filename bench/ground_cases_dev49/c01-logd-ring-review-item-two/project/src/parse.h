#ifndef LOGD_PARSE_H
#define LOGD_PARSE_H

struct kv {
    char *key;
    char *value;
};

/* Split `key=value key2="quoted value"` into at most max pairs.
 * Returns the number of pairs; the strings are heap copies (kv_free). */
int parse_kv(const char *line, struct kv *out, int max);
void kv_free(struct kv *kv, int n);

#endif
