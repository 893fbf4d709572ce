ThisBuild / scalaVersion := "2.13.14"
ThisBuild / organization := "com.mintpay"

lazy val root = (project in file("."))
  .settings(
    name := "ledger",
    scalacOptions ++= Seq(
      "-deprecation",
      "-feature",
      "-Xlint:_",
      "-Wunused:imports,privates,locals"
    ),
    libraryDependencies ++= Seq(
      "org.scalatest" %% "scalatest" % "3.2.19" % Test
    )
  )
