package queue

// Claim hands the oldest due pending job to workerID and marks it running.
func (q *Queue) Claim(workerID string) (*Job, bool) {
	q.mu.Lock()
	var next *Job
	now := q.now()
	for _, id := range q.order {
		j := q.jobs[id]
		if j.State == StatePending && !j.RunAt.After(now) {
			next = j
			break
		}
	}
	q.mu.Unlock()
	if next == nil {
		return nil, false
	}

	q.mu.Lock()
	next.State = StateRunning
	next.Worker = workerID
	next.LeasedAt = now
	next.Attempts++
	q.mu.Unlock()
	claimedTotal.Add(1)
	return next, true
}

// RequeueStale puts running jobs whose lease has expired back to pending
// (their worker most likely died).
func (q *Queue) RequeueStale() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	n := 0
	cutoff := q.now().Add(-q.lease)
	for _, j := range q.jobs {
		if j.State == StateRunning && j.LeasedAt.Before(cutoff) {
			j.State = StatePending
			j.Worker = ""
			n++
		}
	}
	requeuedTotal.Add(int64(n))
	return n
}
