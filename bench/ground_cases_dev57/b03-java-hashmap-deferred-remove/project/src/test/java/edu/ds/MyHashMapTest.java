package edu.ds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MyHashMapTest {

    /** A key whose hash code we choose, to force collisions. */
    record Key(String name, int hash) {
        @Override
        public int hashCode() {
            return hash;
        }
    }

    @Test
    void testPutGet() {
        MyMap<String, Integer> m = new MyHashMap<>();
        m.put("a", 1);
        m.put("b", 2);
        assertEquals(1, m.get("a"));
        assertEquals(2, m.get("b"));
        assertEquals(2, m.size());
    }

    @Test
    void testOverwrite() {
        MyMap<String, Integer> m = new MyHashMap<>();
        m.put("a", 1);
        assertEquals(1, m.put("a", 5));
        assertEquals(5, m.get("a"));
        assertEquals(1, m.size());
    }

    @Test
    void testResizeKeepsAllEntries() {
        MyMap<Integer, Integer> m = new MyHashMap<>(4);
        for (int i = 0; i < 100; i++) {
            m.put(i * 7, i);
        }
        assertEquals(100, m.size());
        for (int i = 0; i < 100; i++) {
            assertEquals(i, m.get(i * 7));
        }
    }

    @Test
    void testNegativeHashCode() {
        MyMap<Key, String> m = new MyHashMap<>();
        m.put(new Key("neg", -17), "x");
        assertEquals("x", m.get(new Key("neg", -17)));
    }

    @Test
    void testRemoveThenGet() {
        MyMap<Key, Integer> m = new MyHashMap<>(16);
        Key a = new Key("a", 3);
        Key b = new Key("b", 3);
        Key c = new Key("c", 3);
        m.put(a, 10);
        m.put(b, 20);
        m.put(c, 30);
        assertEquals(20, m.remove(b));
        assertEquals(30, m.get(c));
        assertTrue(m.containsKey(c));
        assertFalse(m.containsKey(b));
        assertNull(m.get(b));
    }
}
