/**
 * CS 1332 Homework 6 -- Map ADT.
 * Provided by the course staff. Do not modify this file.
 */
public interface MapADT<K, V> {

    /** Initial capacity of the backing array. */
    int INITIAL_CAPACITY = 13;

    /** Resize when size + 1 would exceed this fraction of the capacity. */
    double MAX_LOAD_FACTOR = 0.67;

    /**
     * Adds the key-value pair, replacing the value if the key is present.
     * @return the old value, or null if the key was not in the map
     * @throws IllegalArgumentException if key or value is null
     */
    V put(K key, V value);

    /**
     * @return the removed value
     * @throws java.util.NoSuchElementException if the key is not in the map
     */
    V remove(K key);

    /** @throws java.util.NoSuchElementException if the key is not in the map */
    V get(K key);

    boolean containsKey(K key);

    int size();

    void clear();
}
