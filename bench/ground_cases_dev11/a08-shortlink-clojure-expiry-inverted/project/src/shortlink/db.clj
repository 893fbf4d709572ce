(ns shortlink.db
  (:require [next.jdbc :as jdbc]
            [next.jdbc.result-set :as rs]
            [next.jdbc.sql :as sql]))

(def ^:private opts {:builder-fn rs/as-unqualified-lower-maps})

(defn datasource [path]
  (jdbc/get-datasource {:dbtype "sqlite" :dbname path}))

(defn migrate! [ds]
  (jdbc/execute! ds ["CREATE TABLE IF NOT EXISTS links (
                        code       TEXT PRIMARY KEY,
                        url        TEXT NOT NULL,
                        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
                        expires_at TEXT,
                        clicks     INTEGER NOT NULL DEFAULT 0)"]))

(defn code-taken? [ds code]
  (some? (jdbc/execute-one! ds ["SELECT 1 FROM links WHERE code = ?" code])))

(defn insert-link!
  "expires-at is a java.time.Instant or nil; stored as ISO-8601 text."
  [ds {:keys [code url expires-at]}]
  (sql/insert! ds :links {:code code
                          :url url
                          :expires_at (some-> expires-at str)}))

(defn find-link [ds code]
  (jdbc/execute-one! ds
                     ["SELECT code, url, created_at, expires_at, clicks FROM links WHERE code = ?" code]
                     opts))

(defn increment-clicks! [ds code]
  (let [{:keys [clicks]} (find-link ds code)]
    (sql/update! ds :links {:clicks (inc clicks)} {:code code})))

(defn top-links [ds limit]
  (jdbc/execute! ds
                 ["SELECT code, url, clicks, expires_at FROM links ORDER BY clicks DESC, created_at DESC LIMIT ?" limit]
                 opts))
