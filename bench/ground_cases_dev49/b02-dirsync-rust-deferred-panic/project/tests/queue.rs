use std::path::PathBuf;

use dirsync::error::SyncError;
use dirsync::queue::JobQueue;

#[tokio::test]
async fn duplicate_path_is_queued_once() {
    let (mut q, mut rx) = JobQueue::new(8);
    assert_eq!(q.push(PathBuf::from("/srv/outbox/a.csv")).unwrap(), Some(1));
    assert_eq!(q.push(PathBuf::from("/srv/outbox/a.csv")).unwrap(), None);
    assert_eq!(q.len(), 1);
    let job = rx.recv().await.unwrap();
    assert_eq!(job.id, 1);
}

#[tokio::test]
async fn done_allows_requeue() {
    let (mut q, _rx) = JobQueue::new(8);
    let path = PathBuf::from("/srv/outbox/b.json");
    q.push(path.clone()).unwrap();
    q.done(&path);
    assert!(q.is_empty());
    assert_eq!(q.push(path).unwrap(), Some(2));
}

#[tokio::test]
async fn push_fails_when_full() {
    let (mut q, _rx) = JobQueue::new(2);
    q.push(PathBuf::from("/srv/outbox/1.csv")).unwrap();
    q.push(PathBuf::from("/srv/outbox/2.csv")).unwrap();
    let err = q.push(PathBuf::from("/srv/outbox/3.csv")).unwrap_err();
    assert!(matches!(err, SyncError::QueueFull));
    // the rejected path is not remembered, so it can be pushed once there is room
    assert_eq!(q.len(), 2);
}
