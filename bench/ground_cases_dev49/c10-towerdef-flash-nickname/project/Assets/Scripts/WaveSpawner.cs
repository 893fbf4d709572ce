using System.Collections;
using UnityEngine;

public class WaveSpawner : MonoBehaviour
{
    [System.Serializable]
    public struct Wave
    {
        public Enemy prefab;
        public int count;
        public float interval;
    }

    [SerializeField] private Wave[] waves;
    [SerializeField] private Transform[] path;
    [SerializeField] private float timeBetweenWaves = 5f;

    private int waveIndex;
    private bool spawning;

    public int AliveCount { get; private set; }
    public int WaveNumber => waveIndex;

    private void Update()
    {
        AliveCount = EnemyRegistry.Count;
        if (spawning || AliveCount > 0 || waveIndex >= waves.Length) return;
        StartCoroutine(SpawnWave(waves[waveIndex++]));
    }

    private IEnumerator SpawnWave(Wave wave)
    {
        spawning = true;
        yield return new WaitForSeconds(timeBetweenWaves);
        for (int i = 0; i < wave.count; i++)
        {
            Enemy e = Instantiate(wave.prefab);
            e.Init(path);
            yield return new WaitForSeconds(wave.interval);
        }
        spawning = false;
    }
}
