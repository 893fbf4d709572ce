using System.Collections;
using UnityEngine;

// Spawns rocks from the pool at random spawn points, faster and faster over time.
public class EnemySpawner : MonoBehaviour
{
    [SerializeField] private ObjectPool enemyPool;
    [SerializeField] private Transform[] spawnPoints;
    [SerializeField] private float startInterval = 2.0f;
    [SerializeField] private float minInterval = 0.4f;
    [SerializeField] private float rampPerMinute = 0.5f;

    private Coroutine loop;
    private float elapsed;

    private void Start()
    {
        GameManager.GameOver += StopSpawning;
        loop = StartCoroutine(SpawnLoop());
    }

    private IEnumerator SpawnLoop()
    {
        while (true)
        {
            float interval = Mathf.Max(minInterval, startInterval - rampPerMinute * elapsed / 60f);
            yield return new WaitForSeconds(interval);
            elapsed += interval;
            Transform point = spawnPoints[Random.Range(0, spawnPoints.Length)];
            float angle = Random.Range(0f, 360f);
            enemyPool.Get(point.position, Quaternion.Euler(0f, 0f, angle));
        }
    }

    private void StopSpawning()
    {
        if (loop != null)
        {
            StopCoroutine(loop);
            loop = null;
        }
        enabled = false;
    }
}
