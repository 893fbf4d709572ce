package edu.ds;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/** Counts words from stdin with MyHashMap (used for the timing part of the report). */
public class Main {
    public static void main(String[] args) throws IOException {
        MyMap<String, Integer> counts = new MyHashMap<>();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        long start = System.nanoTime();
        String line;
        int words = 0;
        while ((line = in.readLine()) != null) {
            for (String w : line.toLowerCase().split("\\W+")) {
                if (w.isEmpty()) {
                    continue;
                }
                Integer c = counts.get(w);
                counts.put(w, c == null ? 1 : c + 1);
                words++;
            }
        }
        long elapsed = System.nanoTime() - start;
        System.out.printf("%d words, %d distinct, %.2f ms%n", words, counts.size(), elapsed / 1e6);
    }
}
