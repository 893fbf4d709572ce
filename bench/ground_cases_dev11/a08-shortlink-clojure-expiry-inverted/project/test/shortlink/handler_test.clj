(ns shortlink.handler-test
  (:require [clojure.test :refer [deftest is testing use-fixtures]]
            [muuntaja.core :as m]
            [shortlink.db :as db]
            [shortlink.handler :as handler]))

(def ^:dynamic *app* nil)

(use-fixtures :each
  (fn [t]
    (let [file (java.io.File/createTempFile "shortlink" ".db")
          ds (db/datasource (.getPath file))]
      (db/migrate! ds)
      (binding [*app* (handler/app ds)]
        (t))
      (.delete file))))

(defn- post-json [uri body]
  (let [resp (*app* {:request-method :post
                     :uri uri
                     :headers {"content-type" "application/json"
                               "accept" "application/json"}
                     :body (m/encode "application/json" body)})]
    (assoc resp :body (m/decode-response-body resp))))

(defn- get-path [uri]
  (*app* {:request-method :get :uri uri}))

(deftest create-and-follow
  (let [{:keys [status body]} (post-json "/api/links" {:url "https://example.com/a/long/path"})]
    (is (= 201 status))
    (is (= 7 (count (:code body))))
    (testing "the code redirects"
      (let [resp (get-path (str "/" (:code body)))]
        (is (= 302 (:status resp)))
        (is (= "https://example.com/a/long/path" (get-in resp [:headers "Location"])))))))

(deftest rejects-bad-urls
  (is (= 400 (:status (post-json "/api/links" {:url "javascript:alert(1)"}))))
  (is (= 400 (:status (post-json "/api/links" {:url "https://example.com" :ttl_hours -1})))))

(deftest unknown-code
  (is (= 404 (:status (get-path "/doesnotexist")))))
