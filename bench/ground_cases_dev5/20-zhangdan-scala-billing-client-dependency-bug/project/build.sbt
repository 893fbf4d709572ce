ThisBuild / scalaVersion := "2.13.14"
ThisBuild / organization := "cn.zhangdan"

resolvers += "acme-artifactory" at "https://artifactory.acme.internal/libs-release"

lazy val root = (project in file("."))
  .settings(
    name := "zhangdan-sync",
    libraryDependencies ++= Seq(
      "com.acme.payments" %% "billing-client" % "2.4.1",
      "org.scalikejdbc" %% "scalikejdbc" % "4.3.0",
      "org.postgresql" % "postgresql" % "42.7.3",
      "ch.qos.logback" % "logback-classic" % "1.5.6",
      "com.typesafe" % "config" % "1.4.3",
      "org.scalatest" %% "scalatest" % "3.2.18" % Test
    )
  )
