#lang racket
;; CS 135 A06 Q2: binary search trees
(provide (struct-out node) bst-insert bst-member? bst-height list->bst bst->list)

;; A BST is one of:
;; * empty
;; * (node Num BST BST), where every key in left is < key and every key in right is > key.
;; Keys are unique: inserting a key that is already present produces the same tree.
(struct node (key left right) #:transparent)

;; (bst-insert t k) produces t with k added.
;; bst-insert: BST Num -> BST
(define (bst-insert t k)
  (cond
    [(empty? t) (node k empty empty)]
    [(< k (node-key t)) (node (node-key t) (bst-insert (node-left t) k) (node-right t))]
    [else (node (node-key t) (node-left t) (bst-insert (node-right t) k))]))

;; (bst-member? t k) produces true if k is a key of t.
;; bst-member?: BST Num -> Bool
(define (bst-member? t k)
  (cond
    [(empty? t) false]
    [(= k (node-key t)) true]
    [(< k (node-key t)) (bst-member? (node-left t) k)]
    [else (bst-member? (node-right t) k)]))

;; (bst-height t) produces the number of nodes on the longest root-to-leaf path.
;; bst-height: BST -> Nat
(define (bst-height t)
  (cond
    [(empty? t) 0]
    [else (add1 (max (bst-height (node-left t)) (bst-height (node-right t))))]))

;; (list->bst l) inserts the numbers of l, left to right, into an empty BST.
;; list->bst: (listof Num) -> BST
(define (list->bst l)
  (foldl (lambda (k t) (bst-insert t k)) empty l))

;; (bst->list t) produces the keys of t in increasing order.
;; bst->list: BST -> (listof Num)
(define (bst->list t)
  (cond
    [(empty? t) empty]
    [else (append (bst->list (node-left t)) (list (node-key t)) (bst->list (node-right t)))]))
