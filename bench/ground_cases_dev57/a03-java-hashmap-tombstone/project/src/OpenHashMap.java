import java.util.NoSuchElementException;

/**
 * Open-addressing hash map with linear probing.
 *
 * @author Daniel Osei
 * @version 1.0
 */
public class OpenHashMap<K, V> implements MapADT<K, V> {

    private static class Entry<K, V> {
        private final K key;
        private V value;

        Entry(K key, V value) {
            this.key = key;
            this.value = value;
        }
    }

    private Entry<K, V>[] table;
    private int size;

    @SuppressWarnings("unchecked")
    public OpenHashMap() {
        table = (Entry<K, V>[]) new Entry[INITIAL_CAPACITY];
    }

    // Adapted from https://stackoverflow.com/a/14000187
    // (index = |hashCode mod capacity|, so negative hash codes still land in range)
    private int hash(K key, int capacity) {
        return Math.abs(key.hashCode() % capacity);
    }

    @Override
    public V put(K key, V value) {
        if (key == null || value == null) {
            throw new IllegalArgumentException("null key or value");
        }
        if ((size + 1) > MAX_LOAD_FACTOR * table.length) {
            resize(2 * table.length + 1);
        }
        int i = hash(key, table.length);
        while (table[i] != null) {
            if (table[i].key.equals(key)) {
                V old = table[i].value;
                table[i].value = value;
                return old;
            }
            i = (i + 1) % table.length;
        }
        table[i] = new Entry<>(key, value);
        size++;
        return null;
    }

    @Override
    public V remove(K key) {
        if (key == null) {
            throw new IllegalArgumentException("null key");
        }
        int i = hash(key, table.length);
        while (table[i] != null) {
            if (table[i].key.equals(key)) {
                V old = table[i].value;
                table[i] = null;
                size--;
                return old;
            }
            i = (i + 1) % table.length;
        }
        throw new NoSuchElementException("key not found: " + key);
    }

    @Override
    public V get(K key) {
        if (key == null) {
            throw new IllegalArgumentException("null key");
        }
        int i = hash(key, table.length);
        while (table[i] != null) {
            if (table[i].key.equals(key)) {
                return table[i].value;
            }
            i = (i + 1) % table.length;
        }
        throw new NoSuchElementException("key not found: " + key);
    }

    @Override
    public boolean containsKey(K key) {
        try {
            get(key);
            return true;
        } catch (NoSuchElementException e) {
            return false;
        }
    }

    @SuppressWarnings("unchecked")
    private void resize(int newCapacity) {
        Entry<K, V>[] old = table;
        table = (Entry<K, V>[]) new Entry[newCapacity];
        for (Entry<K, V> e : old) {
            if (e != null) {
                int i = hash(e.key, table.length);
                while (table[i] != null) {
                    i = (i + 1) % table.length;
                }
                table[i] = e;
            }
        }
    }

    @Override
    public int size() {
        return size;
    }

    @SuppressWarnings("unchecked")
    @Override
    public void clear() {
        table = (Entry<K, V>[]) new Entry[INITIAL_CAPACITY];
        size = 0;
    }

    /** For the autograder only. */
    public Object[] getTable() {
        return table;
    }
}
