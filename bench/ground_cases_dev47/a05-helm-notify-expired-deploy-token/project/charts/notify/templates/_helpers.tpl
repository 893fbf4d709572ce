{{- define "notify.fullname" -}}
{{- printf "%s" .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "notify.selectorLabels" -}}
app.kubernetes.io/name: notify
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "notify.labels" -}}
{{ include "notify.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
helm.sh/chart: {{ .Chart.Name }}-{{ .Chart.Version }}
{{- end -}}
