from locust import HttpUser, between, task


class QuoteUser(HttpUser):
    wait_time = between(0.05, 0.2)

    @task(5)
    def rate(self):
        self.client.get("/rates/JPYUSD", name="/rates/[pair]")

    @task(2)
    def quote(self):
        r = self.client.post("/quotes", json={"amount": 1000, "pair": "JPYUSD"})
        if r.status_code == 201:
            self.client.get(f"/quotes/{r.json()['id']}", name="/quotes/[id]")

    @task(1)
    def health(self):
        self.client.get("/healthz")


class BurstUser(HttpUser):
    """Many clients asking for the same uncached pair at once (cold cache after deploy)."""

    wait_time = between(0.01, 0.05)
    weight = 1

    @task
    def cold_rate(self):
        self.client.get("/rates/EURJPY", name="/rates/[pair] burst")
