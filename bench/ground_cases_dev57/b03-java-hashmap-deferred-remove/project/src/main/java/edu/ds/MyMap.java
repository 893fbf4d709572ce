package edu.ds;

/**
 * The map interface for HW5. Keys are never null; values may be.
 */
public interface MyMap<K, V> {
    /** Associates value with key and returns the previous value, or null. */
    V put(K key, V value);

    /** The value for key, or null when key is absent. */
    V get(K key);

    /** Removes key and returns its value, or null when key was absent. */
    V remove(K key);

    boolean containsKey(K key);

    int size();

    default boolean isEmpty() {
        return size() == 0;
    }
}
