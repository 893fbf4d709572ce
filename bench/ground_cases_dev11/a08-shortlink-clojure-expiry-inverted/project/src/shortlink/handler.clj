(ns shortlink.handler
  (:require [clojure.string :as str]
            [muuntaja.core :as m]
            [reitit.ring :as ring]
            [reitit.ring.middleware.muuntaja :as muuntaja]
            [reitit.ring.middleware.parameters :as parameters]
            [shortlink.codes :as codes]
            [shortlink.db :as db])
  (:import (java.time Duration Instant)))

(defn- valid-url? [s]
  (and (string? s)
       (or (str/starts-with? s "http://") (str/starts-with? s "https://"))
       (<= (count s) 2048)))

(defn- expiry-from [ttl-hours]
  (when ttl-hours
    (.plus (Instant/now) (Duration/ofHours ttl-hours))))

(defn- expired? [{:keys [expires_at]}]
  (and (some? expires_at)
       (.isAfter (Instant/parse expires_at) (Instant/now))))

(defn create-link [ds]
  (fn [{{:keys [url ttl_hours]} :body-params}]
    (cond
      (not (valid-url? url))
      {:status 400 :body {:error "url must be an http(s) URL of at most 2048 characters"}}

      (and (some? ttl_hours) (not (pos-int? ttl_hours)))
      {:status 400 :body {:error "ttl_hours must be a positive integer"}}

      :else
      (let [code (codes/unique-code #(db/code-taken? ds %))
            expires-at (expiry-from ttl_hours)]
        (db/insert-link! ds {:code code :url url :expires-at expires-at})
        {:status 201
         :body {:code code
                :url url
                :expires_at (some-> expires-at str)}}))))

(defn redirect [ds]
  (fn [{{:keys [code]} :path-params}]
    (if-let [link (db/find-link ds code)]
      (if (expired? link)
        {:status 410 :body {:error "this link has expired"}}
        (do (db/increment-clicks! ds code)
            {:status 302 :headers {"Location" (:url link)}}))
      {:status 404 :body {:error "no such link"}})))

(defn link-stats [ds]
  (fn [{:keys [query-params]}]
    (let [limit (or (some-> (get query-params "limit") parse-long) 10)]
      {:status 200
       :body {:links (db/top-links ds (-> limit (max 1) (min 100)))}})))

(defn app [ds]
  (ring/ring-handler
   (ring/router
    [["/api/links" {:post (create-link ds)}]
     ["/api/stats" {:get (link-stats ds)}]
     ["/:code" {:get (redirect ds)}]]
    {:data {:muuntaja m/instance
            :middleware [parameters/parameters-middleware
                         muuntaja/format-middleware]}})
   (ring/create-default-handler)))
