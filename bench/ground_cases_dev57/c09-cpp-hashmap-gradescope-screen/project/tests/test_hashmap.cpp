#include <cassert>
#include <cstdio>
#include <string>

#include "../src/hashmap.h"

static void test_insert_find() {
    HashMap<int, int> m;
    assert(m.insert(1, 10));
    assert(!m.insert(1, 11));
    assert(*m.find(1) == 11);
    assert(m.find(2) == nullptr);
    std::puts("test_insert_find ok");
}

static void test_rehash_preserves_entries() {
    HashMap<int, int> m(4);
    for (int k = 0; k < 100; ++k) m.insert(k, k * 10);
    for (int k = 0; k < 100; ++k) {
        int* v = m.find(k);
        assert(v != nullptr && *v == k * 10);
    }
    assert(m.size() == 100);
    std::puts("test_rehash_preserves_entries ok");
}

static void test_erase() {
    HashMap<std::string, int> m;
    m.insert("a", 1);
    assert(m.erase("a"));
    assert(!m.erase("a"));
    assert(m.find("a") == nullptr && m.size() == 0);
    std::puts("test_erase ok");
}

int main() {
    test_insert_find();
    test_rehash_preserves_entries();
    test_erase();
    std::puts("all public tests passed");
}
