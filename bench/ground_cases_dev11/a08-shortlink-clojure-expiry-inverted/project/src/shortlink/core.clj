(ns shortlink.core
  (:require [ring.adapter.jetty :as jetty]
            [shortlink.db :as db]
            [shortlink.handler :as handler])
  (:gen-class))

(defn -main [& _]
  (let [port (parse-long (or (System/getenv "PORT") "8080"))
        ds (db/datasource (or (System/getenv "SHORTLINK_DB") "shortlink.db"))]
    (db/migrate! ds)
    (println "shortlink listening on port" port)
    (jetty/run-jetty (handler/app ds) {:port port :join? true})))
