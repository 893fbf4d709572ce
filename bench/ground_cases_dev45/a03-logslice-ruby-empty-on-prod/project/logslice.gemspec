Gem::Specification.new do |s|
  s.name = "logslice"
  s.version = "0.6.2"
  s.summary = "slice logs by time"
  s.files = Dir["lib/**/*.rb"]
  s.executables = ["logslice"]
  s.add_dependency "thor", "~> 1.3"
end
