package bst;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.Arrays;
import org.junit.Before;
import org.junit.Test;

public class BSTTest {
    private BST tree;

    @Before
    public void setUp() {
        tree = new BST();
        for (int k : new int[] {50, 30, 70, 20, 40, 60, 80}) {
            tree.insert(k);
        }
    }

    @Test
    public void testInorderSorted() {
        assertEquals(Arrays.asList(20, 30, 40, 50, 60, 70, 80), tree.inorder());
    }

    @Test
    public void testDuplicateRejected() {
        assertFalse(tree.insert(40));
        assertEquals(7, tree.size());
    }

    @Test
    public void testDeleteLeaf() {
        tree.delete(20);
        assertFalse(tree.contains(20));
        assertEquals(6, tree.size());
    }

    @Test
    public void testDeleteOneChild() {
        tree.delete(20);
        tree.delete(30);
        assertEquals(Arrays.asList(40, 50, 60, 70, 80), tree.inorder());
    }

    @Test
    public void testContains() {
        assertTrue(tree.contains(60));
        assertFalse(tree.contains(65));
    }
}
