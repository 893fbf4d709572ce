(ns shortlink.codes
  (:import (java.security SecureRandom)))

;; No 0/O, 1/l/I: codes get read out loud and typed from slides.
(def ^:private alphabet "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")

(def ^:private rng (SecureRandom.))

(defn random-code
  ([] (random-code 7))
  ([n]
   (apply str (repeatedly n #(.charAt ^String alphabet (.nextInt rng (count alphabet)))))))

(defn unique-code
  "A random code for which (taken? code) is false. Gives up after 10 tries,
  which at 7 characters only happens if something is badly wrong."
  [taken?]
  (loop [attempt 1]
    (let [code (random-code)]
      (cond
        (not (taken? code)) code
        (< attempt 10) (recur (inc attempt))
        :else (throw (ex-info "could not find a free code" {:attempts attempt}))))))
