using UnityEngine;

namespace Skyhook.CameraRig
{
    public class CameraFollow : MonoBehaviour
    {
        [SerializeField] private Transform target;
        [SerializeField] private Vector3 offset = new Vector3(0f, 9f, -7f);
        [SerializeField] private float smoothTime = 0.12f;
        [SerializeField] private float lookAhead = 1.5f;

        private Vector3 _velocity;
        private Vector3 _lastTargetPos;

        private void Start()
        {
            if (target != null) _lastTargetPos = target.position;
        }

        private void LateUpdate()
        {
            if (target == null) return;
            var moved = target.position - _lastTargetPos;
            var ahead = moved.sqrMagnitude > 0.0001f ? moved.normalized * lookAhead : Vector3.zero;
            var desired = target.position + offset + ahead;
            transform.position = Vector3.SmoothDamp(transform.position, desired, ref _velocity, smoothTime);
            transform.LookAt(target.position + Vector3.up);
            _lastTargetPos = target.position;
        }

        public void Snap()
        {
            if (target == null) return;
            transform.position = target.position + offset;
            _velocity = Vector3.zero;
        }
    }
}
