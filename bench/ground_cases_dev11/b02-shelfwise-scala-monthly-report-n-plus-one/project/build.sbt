ThisBuild / scalaVersion := "3.3.3"
ThisBuild / organization := "jp.shelfwise"

val http4sVersion = "0.23.27"
val doobieVersion = "1.0.0-RC5"

lazy val root = (project in file("."))
  .settings(
    name := "shelfwise",
    libraryDependencies ++= Seq(
      "org.http4s"    %% "http4s-ember-server" % http4sVersion,
      "org.http4s"    %% "http4s-dsl"          % http4sVersion,
      "org.http4s"    %% "http4s-circe"        % http4sVersion,
      "io.circe"      %% "circe-generic"       % "0.14.9",
      "org.tpolecat"  %% "doobie-core"         % doobieVersion,
      "org.tpolecat"  %% "doobie-postgres"     % doobieVersion,
      "com.typesafe"   % "config"              % "1.4.3",
      "ch.qos.logback" % "logback-classic"     % "1.5.6",
      "org.scalameta" %% "munit"               % "1.0.0" % Test
    ),
    scalacOptions ++= Seq("-deprecation", "-feature", "-Wunused:imports")
  )
