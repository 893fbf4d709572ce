using TMPro;
using UnityEngine;

public class GoldLabel : MonoBehaviour
{
    [SerializeField] private TMP_Text goldText;
    [SerializeField] private TMP_Text livesText;
    [SerializeField] private float pulseScale = 1.15f;

    private int lastGold = -1;
    private Vector3 baseScale;

    private void Awake()
    {
        baseScale = goldText.transform.localScale;
    }

    private void OnEnable()
    {
        var gm = GameManager.Instance;
        gm.GoldChanged += OnGoldChanged;
        gm.LivesChanged += OnLivesChanged;
        OnGoldChanged(gm.Gold);
        OnLivesChanged(gm.Lives);
    }

    private void OnDisable()
    {
        if (GameManager.Instance == null) return;
        GameManager.Instance.GoldChanged -= OnGoldChanged;
        GameManager.Instance.LivesChanged -= OnLivesChanged;
    }

    // TMP's SetText formats into its own buffer: no string is allocated
    private void OnGoldChanged(int gold)
    {
        goldText.SetText("Gold: {0}", gold);
        if (lastGold >= 0) goldText.transform.localScale = baseScale * pulseScale;
        lastGold = gold;
    }

    private void OnLivesChanged(int lives) => livesText.SetText("Lives: {0}", lives);

    private void Update()
    {
        goldText.transform.localScale = Vector3.Lerp(goldText.transform.localScale, baseScale, 10f * Time.deltaTime);
    }
}
