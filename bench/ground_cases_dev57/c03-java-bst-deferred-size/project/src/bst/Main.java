package bst;

import java.util.Scanner;

/** Small REPL for trying the tree by hand: "i 5", "d 5", "c 5", "p", "q". */
public class Main {
    public static void main(String[] args) {
        BST tree = new BST();
        Scanner in = new Scanner(System.in);
        while (in.hasNext()) {
            String cmd = in.next();
            switch (cmd) {
                case "i":
                    System.out.println(tree.insert(in.nextInt()) ? "inserted" : "duplicate");
                    break;
                case "d":
                    tree.delete(in.nextInt());
                    break;
                case "c":
                    System.out.println(tree.contains(in.nextInt()));
                    break;
                case "p":
                    System.out.println(tree.inorder() + " size=" + tree.size() + " height=" + tree.height());
                    break;
                case "q":
                    return;
                default:
                    System.out.println("unknown command: " + cmd);
            }
        }
    }
}
