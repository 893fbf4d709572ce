#lang racket
;; HW3 (graded, 48/50). Kept for reference.
(provide my-assoc my-length my-reverse range-list)

;; (my-assoc key alist) -> the first pair whose car is key, or #f
(define (my-assoc key alist)
  (cond
    [(null? alist) #f]
    [(equal? key (car (car alist))) (car alist)]
    [else (my-assoc key (cdr alist))]))

(define (my-length lst)
  (if (null? lst)
      0
      (+ 1 (my-length (cdr lst)))))

(define (my-reverse lst)
  (define (go lst acc)
    (if (null? lst)
        acc
        (go (cdr lst) (cons (car lst) acc))))
  (go lst '()))

;; (range-list a b) -> (a a+1 ... b-1)
(define (range-list a b)
  (if (>= a b)
      '()
      (cons a (range-list (+ a 1) b))))

(module+ test
  (require rackunit)
  (check-equal? (my-assoc 'b '((a . 1) (b . 2))) '(b . 2))
  (check-equal? (my-assoc 'z '((a . 1))) #f)
  (check-equal? (my-reverse '(1 2 3)) '(3 2 1))
  (check-equal? (range-list 2 5) '(2 3 4)))
