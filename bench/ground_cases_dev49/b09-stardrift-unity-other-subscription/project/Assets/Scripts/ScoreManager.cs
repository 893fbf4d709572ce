using System;
using UnityEngine;

// Score for the current run plus the best score ever (PlayerPrefs). Static so bullets,
// enemies and UI can reach it without references.
public static class ScoreManager
{
    public static event Action<int> ScoreChanged;

    private const string BestKey = "best_score";

    public static int Score { get; private set; }
    public static int Best => PlayerPrefs.GetInt(BestKey, 0);

    public static void Add(int points)
    {
        if (points <= 0) return;
        Score += points;
        ScoreChanged?.Invoke(Score);
    }

    public static void ResetScore()
    {
        Score = 0;
        ScoreChanged?.Invoke(Score);
    }

    public static void SaveBest()
    {
        if (Score > Best)
        {
            PlayerPrefs.SetInt(BestKey, Score);
            PlayerPrefs.Save();
        }
    }
}
