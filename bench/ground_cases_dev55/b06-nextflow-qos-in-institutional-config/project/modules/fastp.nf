process FASTP {
    tag "$sample"
    label 'process_low'
    container 'quay.io/biocontainers/fastp:0.23.4--hadf994f_2'
    publishDir "${params.outdir}/qc/fastp", mode: 'copy', pattern: '*.json'

    input:
    tuple val(sample), path(r1), path(r2)

    output:
    tuple val(sample), path("${sample}_R{1,2}.trim.fq.gz"), emit: reads
    path "${sample}.fastp.json", emit: json

    script:
    """
    fastp \
        -i $r1 -I $r2 \
        -o ${sample}_R1.trim.fq.gz -O ${sample}_R2.trim.fq.gz \
        --detect_adapter_for_pe \
        --thread ${task.cpus} \
        --json ${sample}.fastp.json --html ${sample}.fastp.html
    """
}
