package edu.ds;

/**
 * Open addressing with linear probing. The table doubles when the load factor
 * would exceed MAX_LOAD.
 */
public class MyHashMap<K, V> implements MyMap<K, V> {
    private static final int DEFAULT_CAPACITY = 8;
    private static final double MAX_LOAD = 0.6;

    private K[] keys;
    private V[] values;
    private int size;

    public MyHashMap() {
        this(DEFAULT_CAPACITY);
    }

    @SuppressWarnings("unchecked")
    public MyHashMap(int capacity) {
        keys = (K[]) new Object[capacity];
        values = (V[]) new Object[capacity];
        size = 0;
    }

    private int indexFor(Object key, int capacity) {
        return Math.floorMod(key.hashCode(), capacity);
    }

    /** The slot that holds key, or the empty slot where the probe for key stops. */
    private int findSlot(Object key) {
        int i = indexFor(key, keys.length);
        while (keys[i] != null && !keys[i].equals(key)) {
            i = (i + 1) % keys.length;
        }
        return i;
    }

    @Override
    public V put(K key, V value) {
        if ((size + 1) > MAX_LOAD * keys.length) {
            resize(keys.length * 2);
        }
        int i = findSlot(key);
        if (keys[i] != null) {
            V old = values[i];
            values[i] = value;
            return old;
        }
        keys[i] = key;
        values[i] = value;
        size++;
        return null;
    }

    @Override
    public V get(K key) {
        int i = findSlot(key);
        return keys[i] == null ? null : values[i];
    }

    @Override
    public V remove(K key) {
        int i = findSlot(key);
        if (keys[i] == null) {
            return null;
        }
        V old = values[i];
        keys[i] = null;
        values[i] = null;
        size--;
        return old;
    }

    @Override
    public boolean containsKey(K key) {
        return keys[findSlot(key)] != null;
    }

    @Override
    public int size() {
        return size;
    }

    @SuppressWarnings("unchecked")
    private void resize(int newCapacity) {
        K[] oldKeys = keys;
        V[] oldValues = values;
        keys = (K[]) new Object[newCapacity];
        values = (V[]) new Object[newCapacity];
        size = 0;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldKeys[j] != null) {
                put(oldKeys[j], oldValues[j]);
            }
        }
    }
}
