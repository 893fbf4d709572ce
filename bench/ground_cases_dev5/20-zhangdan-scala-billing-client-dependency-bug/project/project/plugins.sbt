addSbtPlugin("com.github.sbt" % "sbt-native-packager" % "1.10.0")
