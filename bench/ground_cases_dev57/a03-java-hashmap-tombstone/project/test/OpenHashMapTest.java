import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Before;
import org.junit.Test;

public class OpenHashMapTest {
    private OpenHashMap<Integer, String> map;

    @Before
    public void setUp() {
        map = new OpenHashMap<>();
    }

    @Test
    public void putAndGet() {
        map.put(1, "one");
        map.put(14, "fourteen");
        assertEquals("fourteen", map.get(14));
        assertEquals(2, map.size());
    }

    @Test
    public void putReplaces() {
        map.put(3, "a");
        assertEquals("a", map.put(3, "b"));
        assertEquals("b", map.get(3));
    }

    @Test
    public void removeSingle() {
        map.put(5, "five");
        assertEquals("five", map.remove(5));
        assertFalse(map.containsKey(5));
    }

    @Test
    public void resizeKeepsEntries() {
        for (int i = 0; i < 20; i++) {
            map.put(i, "v" + i);
        }
        for (int i = 0; i < 20; i++) {
            assertTrue(map.containsKey(i));
        }
    }
}
