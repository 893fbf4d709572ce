broker_url = "redis://localhost:6379/1"
task_acks_late = True
